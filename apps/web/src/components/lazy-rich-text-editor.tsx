// What screens use for a description field: the editor's code (tiptap, ~100 kB) downloads only when a form
// that shows it opens.
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label}>
          <Skeleton height={(props.minHeight ?? 180) + 44} mt={props.label ? 4 : 0} radius="sm" />
        </Input.Wrapper>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
