import { ActionIcon, Burger, Button, Group, MantineProvider } from '@mantine/core';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { groupProps, IconButton, LinkButton, MenuToggle } from './plain-controls';

/** The markup alone: MantineProvider's style elements aside. */
const markupOf = (element: ReactNode) =>
  renderToStaticMarkup(h(MantineProvider, { theme }, element)).replace(/<style[^>]*>.*?<\/style>/gs, '');

const icon = h('svg', { width: 16 });

/** Mantine's polymorphic components, whose props createElement's types cannot follow. */
const mantine = (component: unknown, props: Record<string, unknown>, children?: ReactNode) =>
  h(component as ComponentType<Record<string, unknown>>, props, children);

describe("the header's plain controls draw as Mantine's components do", () => {
  it('Group', () => {
    expect(markupOf(h('div', groupProps('var(--mantine-spacing-xs)', 'nowrap', { visibleFrom: 'md' }), 'x'))).toBe(
      markupOf(mantine(Group, { gap: 'xs', wrap: 'nowrap', visibleFrom: 'md' }, 'x')),
    );
    const listStyle = { listStyle: 'none', margin: 0, padding: 0 };
    expect(markupOf(h('ul', groupProps('calc(0.25rem * var(--mantine-scale))', 'wrap', {}, listStyle), 'x'))).toBe(
      markupOf(mantine(Group, { gap: 4, component: 'ul', style: listStyle }, 'x')),
    );
  });

  it('ActionIcon', () => {
    expect(markupOf(h(IconButton, { 'aria-label': 'Toggle', title: 'Toggle', children: icon }))).toBe(
      markupOf(
        mantine(
          ActionIcon,
          { variant: 'default', size: 'lg', radius: 'md', 'aria-label': 'Toggle', title: 'Toggle' },
          icon,
        ),
      ),
    );
  });

  it('Button, filled (its default variant) and default, full width or not', () => {
    for (const variant of ['filled', 'default'] as const) {
      for (const fullWidth of [false, true]) {
        expect(
          markupOf(h(LinkButton, { href: '/api/login', variant, fullWidth, leftSection: icon, children: 'Login' })),
        ).toBe(
          markupOf(
            mantine(
              Button,
              {
                component: 'a',
                href: '/api/login',
                variant: variant === 'filled' ? undefined : variant,
                fullWidth,
                leftSection: icon,
              },
              'Login',
            ),
          ),
        );
      }
    }
  });

  it('Burger, closed and open', () => {
    for (const opened of [false, true]) {
      const aria = { 'aria-label': 'Open menu', 'aria-expanded': opened, 'aria-controls': 'mobile-menu' };
      expect(markupOf(h(MenuToggle, { opened, ...aria }))).toBe(
        markupOf(mantine(Burger, { opened, size: 'sm', hiddenFrom: 'md', ...aria })),
      );
    }
  });
});
