import type { Endpoint } from '@kontor/contract';
import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { CanCall, endpointAttribute } from '../lib/permissions';
import { Tooltip } from './tooltip';

/**
 * Says why its disabled child cannot be used now. A disabled button takes no pointer or focus
 * events, so the tooltip sits on a focusable wrapper: hovering or tabbing to it shows the reason.
 * Without a reason the child is shown as it is.
 */
export function DisabledReason({
  reason,
  children,
}: {
  reason: string | null;
  children: ReactNode;
}) {
  if (!reason) return children;
  return (
    <Tooltip label={reason}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the reason must be reachable by keyboard */}
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}

export type ActionButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'disabled'> & {
    /** The call the button makes: shown only to users the server lets through */
    endpoint: Pick<Endpoint, 'method' | 'path'>;
    /** Why it cannot be used now (a dictionary text); null or absent: it can */
    disabledReason?: string | null;
  };

/**
 * A button that changes something through one endpoint: hidden from users the server would
 * refuse (by the contract's permission of that endpoint), disabled with its reason in a tooltip
 * when the document's state forbids it, and naming its call in `data-endpoint`.
 */
export function ActionButton({ endpoint, disabledReason = null, ...props }: ActionButtonProps) {
  return (
    <CanCall endpoint={endpoint}>
      <DisabledReason reason={disabledReason}>
        <Button {...props} {...endpointAttribute(endpoint)} disabled={disabledReason !== null} />
      </DisabledReason>
    </CanCall>
  );
}
