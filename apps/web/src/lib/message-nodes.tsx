import { Fragment, type ReactNode } from 'react';

/**
 * A translated message whose placeholders are elements (a `<Code>`, a link), in the order the language puts
 * them: `messageNodes((values) => t('tokens.description', values), { header: <Code>…</Code> })`. The message is
 * formatted with each placeholder standing for itself, then cut there.
 */
export function messageNodes<Name extends string>(
  format: (values: Record<Name, string>) => string,
  nodes: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes) as Name[];
  const markers = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<Name, string>;
  return format(markers)
    .split('\u0000')
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 && part in nodes ? nodes[part as Name] : part}</Fragment>
    ));
}
