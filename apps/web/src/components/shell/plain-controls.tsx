import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

/*
 * The header's controls drawn exactly as Mantine draws them (its classes, data attributes and CSS variables; its
 * stylesheet is linked anyway, app/mantine-styles.ts), written as plain elements. Mantine's ActionIcon, Button,
 * Burger and Group bring the machinery every Mantine component shares (the styles API, Box's style props, the
 * loading overlay's Transition): some 8 KB brotli that a visitor's Home, whose only controls are these, would
 * load for nothing. plain-controls.test.ts renders Mantine's own beside these and requires the same markup, so a
 * Mantine upgrade that draws them differently fails there rather than on screen.
 */

const UNSTYLED_BUTTON = 'm_87cf2631 mantine-UnstyledButton-root';
const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)';

/** Mantine's `variant="default"`: the body's colours with a border (the theme toggle, Logout). */
const DEFAULT_VARIANT = {
  bg: 'var(--mantine-color-default)',
  hover: 'var(--mantine-color-default-hover)',
  color: 'var(--mantine-color-default-color)',
  bd: BORDER,
};

/** Mantine's CSS variables on an element's style. */
const cssVariables = (variables: Record<string, string>) => variables as CSSProperties;

type Breakpoint = { visibleFrom?: 'md'; hiddenFrom?: 'md' };

function breakpointClass({ visibleFrom, hiddenFrom }: Breakpoint): string {
  if (visibleFrom) return ` mantine-visible-from-${visibleFrom}`;
  if (hiddenFrom) return ` mantine-hidden-from-${hiddenFrom}`;
  return '';
}

/** Mantine's `<Group>`: a centred row. `gap` is a CSS length (Mantine's `gap={4}` is `calc(0.25rem * var(--mantine-scale))`). */
export function groupProps(gap: string, wrap: 'wrap' | 'nowrap', breakpoint: Breakpoint = {}, style?: CSSProperties) {
  return {
    style: {
      ...cssVariables({
        '--group-gap': gap,
        '--group-align': 'center',
        '--group-justify': 'flex-start',
        '--group-wrap': wrap,
      }),
      ...style,
    },
    className: `m_4081bf90 mantine-Group-root${breakpointClass(breakpoint)}`,
  };
}

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type'> & {
  children: ReactNode;
};

/** Mantine's `<ActionIcon variant="default" size="lg" radius="md">`. */
export function IconButton({ children, ...rest }: IconButtonProps) {
  const style = cssVariables({
    '--ai-size': 'var(--ai-size-lg)',
    '--ai-radius': 'var(--mantine-radius-md)',
    '--ai-bg': DEFAULT_VARIANT.bg,
    '--ai-hover': DEFAULT_VARIANT.hover,
    '--ai-color': DEFAULT_VARIANT.color,
    '--ai-bd': DEFAULT_VARIANT.bd,
  });
  return (
    <button
      style={style}
      className={`mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root ${UNSTYLED_BUTTON}`}
      data-variant="default"
      data-size="lg"
      type="button"
      {...rest}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}

type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> & {
  variant: 'filled' | 'default';
  fullWidth?: boolean;
  leftSection: ReactNode;
  children: ReactNode;
};

/** Mantine's `<Button component="a" radius="md">` with an icon on its left, filled in the accent or `default`. */
export function LinkButton({ variant, fullWidth, leftSection, children, ...rest }: LinkButtonProps) {
  const style = cssVariables(
    variant === 'filled'
      ? { '--button-radius': 'var(--mantine-radius-md)', '--button-color': 'var(--mantine-color-white)' }
      : {
          '--button-radius': 'var(--mantine-radius-md)',
          '--button-bg': DEFAULT_VARIANT.bg,
          '--button-hover': DEFAULT_VARIANT.hover,
          '--button-color': DEFAULT_VARIANT.color,
          '--button-bd': DEFAULT_VARIANT.bd,
        },
  );
  return (
    <a
      style={style}
      className={`mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root ${UNSTYLED_BUTTON}`}
      data-variant={variant === 'default' ? 'default' : undefined}
      data-block={fullWidth ? 'true' : undefined}
      data-with-left-section="true"
      {...rest}
    >
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </a>
  );
}

type MenuToggleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type'> & {
  opened: boolean;
};

/** Mantine's `<Burger size="sm" hiddenFrom="md">` (the theme respects reduced motion). */
export function MenuToggle({ opened, ...rest }: MenuToggleProps) {
  return (
    <button
      style={cssVariables({ '--burger-size': 'var(--burger-size-sm)' })}
      className={`mantine-focus-auto m_fea6bf1a mantine-Burger-root ${UNSTYLED_BUTTON} mantine-hidden-from-md`}
      data-size="sm"
      type="button"
      {...rest}
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened ? 'true' : undefined}
      />
    </button>
  );
}
