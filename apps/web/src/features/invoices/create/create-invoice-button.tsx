import { invoiceEndpoints, type TOrder } from '@kontor/contract';
import { IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { CreateInvoiceModal } from './create-invoice-modal';

/**
 * Opens the create-invoice dialog: on an order's form for that order ('Számla készítése'), on the
 * invoice list for an order the user picks ('Új számla'). Only for `invoices.write`.
 */
export function CreateInvoiceButton({
  order = null,
  disabled = false,
}: {
  order?: TOrder | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        endpoint={invoiceEndpoints.createFromOrder}
        variant={order ? 'default' : 'filled'}
        leftSection={<IconFilePlus size={16} aria-hidden />}
        disabledReason={disabled ? t('SHELL.DISABLED.UNSAVED') : null}
        onClick={() => setOpen(true)}
      >
        {t(order ? 'INVOICES.CREATE.FROM_ORDER' : 'INVOICES.CREATE.NEW')}
      </ActionButton>
      {/* Mounted per opening: each opening has its own idempotency key. */}
      {open && <CreateInvoiceModal order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
