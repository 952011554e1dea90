import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { lazyModule } from '../lib/lazy-module';
import { useLoadedComponent } from '../lib/use-loaded-component';

/** docs/spec.md §9: a tooltip opens once the pointer has rested 700 ms on its element ... */
const OPEN_DELAY_MS = 700;
/** ... or at once while another is showing, or within 300 ms of one closing (moving along a row of buttons). */
const SKIP_DELAY_MS = 300;

/** When the last tooltip closed; Infinity while one is open. Shared by every tooltip of the page. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** One tooltip's open and close, timed by docs/spec.md §9's delays. */
class TooltipTiming {
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private shown = false;

  constructor(private readonly setOpened: (opened: boolean) => void) {}

  show(shown: boolean): void {
    clearTimeout(this.openTimer);
    if (this.shown === shown) return;
    this.shown = shown;
    lastClosedAt = shown ? Number.POSITIVE_INFINITY : performance.now();
    this.setOpened(shown);
  }

  showAfterDelay(): void {
    clearTimeout(this.openTimer);
    if (performance.now() - lastClosedAt < SKIP_DELAY_MS) this.show(true);
    else this.openTimer = setTimeout(() => this.show(true), OPEN_DELAY_MS);
  }

  /** Its element left the page: a tooltip it showed counts as closed now. */
  dispose(): void {
    clearTimeout(this.openTimer);
    if (this.shown) lastClosedAt = performance.now();
  }
}

const loadTooltipPopup = lazyModule(() => import('./tooltip-popup'));

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A label shown beside a control while a mouse rests on it or the keyboard focuses it: Mantine's Tooltip, loaded
 * and mounted at the first hover or focus rather than with the page. The file grid has one on every card's
 * buttons; mounted up front, each one's floating-ui hooks and portal re-rendered while the page hydrated, holding
 * a phone's main thread for about 50 ms on /files with 20 files. Touch shows none (the controls carry their names
 * as labels).
 */
export function HoverTooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [timing] = useState(() => new TooltipTiming(setOpened));
  const TooltipPopup = useLoadedComponent(loadTooltipPopup, target !== null);

  // Escape hides it without moving the pointer (WCAG 1.4.13).
  useEffect(() => {
    if (!opened) return;
    const hideOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && timing.show(false);
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [opened, timing]);
  useEffect(() => () => timing.dispose(), [timing]);

  const { props } = children;
  const trigger = cloneElement(children, {
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      setTarget(event.currentTarget);
      timing.showAfterDelay();
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      timing.show(false);
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      timing.show(false);
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      if (!event.currentTarget.matches(':focus-visible')) return;
      setTarget(event.currentTarget);
      timing.show(true);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      timing.show(false);
    },
  } satisfies TriggerProps);
  return (
    <>
      {trigger}
      {/* eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component on every render */}
      {target && TooltipPopup && <TooltipPopup label={label} target={target} opened={opened} />}
    </>
  );
}
