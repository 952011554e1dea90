import { Tooltip } from '@mantine/core';

/** HoverTooltip's popup, in a chunk of its own: Mantine's Tooltip brings floating-ui (15 KB gzip) with it. */
export default function TooltipPopup({
  label,
  target,
  opened,
}: {
  label: string;
  target: HTMLElement;
  opened: boolean;
}) {
  return <Tooltip label={label} target={target} opened={opened} />;
}
