import { Card, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';

/** The preview follows typing after this pause: one server render per pause, not per key. */
const PREVIEW_DELAY_MS = 400;

type MarkdownFieldProps = {
  label: string;
  value?: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  minRows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** The preview's test id, for the browser tests. */
  previewTestId: string;
};

/**
 * Markdown typed beside a live preview rendered by the server (as visitors will see it), so the browser loads no
 * Markdown parser: a post's body, a project page's text.
 */
export function MarkdownField(props: MarkdownFieldProps) {
  const {
    label,
    value = '',
    onChange,
    onFocus,
    onBlur,
    error,
    required,
    minRows = 14,
    textareaRef,
    previewTestId,
  } = props;
  const trpc = useTRPC();
  const t = useTexts('admin');
  const [debounced] = useDebouncedValue(value, PREVIEW_DELAY_MS);
  const preview = useMutation(trpc.posts.previewMarkdown.mutationOptions());
  const { mutate: renderPreview } = preview;
  useEffect(() => {
    renderPreview({ markdown: debounced });
  }, [debounced, renderPreview]);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        ref={textareaRef}
        label={label}
        required={required}
        autosize
        minRows={minRows}
        maxRows={40}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        error={error}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('markdown.preview')}
        </Text>
        <Card withBorder data-testid={previewTestId} aria-live="polite" style={{ minHeight: 120 }}>
          <MarkdownHtml html={preview.data?.html ?? ''} />
        </Card>
      </Stack>
    </SimpleGrid>
  );
}
