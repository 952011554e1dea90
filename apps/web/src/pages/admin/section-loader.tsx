import { Center, Loader } from '@mantine/core';

/** The spinner a tab shows while its data loads (docs/spec.md §2 Admin: "Spinners while loading"). */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} role="status" />
    </Center>
  );
}
