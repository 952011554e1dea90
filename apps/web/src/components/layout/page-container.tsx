import { Container, type ContainerProps } from '@mantine/core';

/** The one content width and vertical rhythm every page uses, so headings and cards line up across pages. */
export function PageContainer({ children, ...props }: ContainerProps) {
  return (
    <Container size={1200} px={{ base: 'md', sm: 'lg' }} py={{ base: 32, sm: 48 }} {...props}>
      {children}
    </Container>
  );
}
