import { Badge as MantineBadge, type BadgeProps as MantineBadgeProps } from '@mantine/core';

/** Spec 000 §9: the badge colours and sizes. */
export type BadgeColor = 'success' | 'info' | 'warn' | 'error' | 'gray';
export type BadgeSize = 'xs' | 'sm' | 'md';

export const BADGE_THEME_COLORS: Record<BadgeColor, string> = {
  success: 'green',
  info: 'blue',
  warn: 'orange',
  error: 'red',
  gray: 'gray',
};

export interface BadgeProps extends Omit<MantineBadgeProps, 'color' | 'size'> {
  color?: BadgeColor;
  size?: BadgeSize;
}

export function Badge({ color = 'gray', size = 'sm', ...rest }: BadgeProps) {
  return (
    <MantineBadge {...rest} color={BADGE_THEME_COLORS[color]} size={size} data-color={color} />
  );
}
