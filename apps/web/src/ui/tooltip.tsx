import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { LAYER } from './layers';

/** Spec 000 §9: open at once, 10 px from the target, above it. */
export const TOOLTIP_DEFAULTS = { openDelay: 0, offset: 10, position: 'top' } as const;

// Keyboard users reach the tooltip by focusing its target.
const OPEN_ON = { hover: true, focus: true, touch: false };

export function Tooltip(props: TooltipProps) {
  return (
    <MantineTooltip
      {...TOOLTIP_DEFAULTS}
      events={OPEN_ON}
      zIndex={LAYER.dialogAboveSpinner}
      {...props}
    />
  );
}
