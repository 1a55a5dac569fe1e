import { emailEndpoints } from '@kontor/contract';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../ui/action-button';
import type { DocumentRef } from './api/emails-api';
import { EmailSenderModal } from './email-sender-modal';

/** 'E-mail küldése' on a document's form: opens the sender (mounted per opening: its own key). */
export function SendEmailButton({
  document,
  disabled = false,
}: {
  document: DocumentRef;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton
        endpoint={emailEndpoints.send}
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        disabledReason={disabled ? t('SHELL.DISABLED.UNSAVED') : null}
        onClick={() => setOpen(true)}
      >
        {t('EMAILS.SEND.BUTTON')}
      </ActionButton>
      {open && <EmailSenderModal document={document} onClose={() => setOpen(false)} />}
    </>
  );
}
