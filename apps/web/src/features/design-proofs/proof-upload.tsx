import {
  designProofEndpoints,
  type TDesignProofCard,
  type TDesignProofSent,
} from '@kontor/contract';
import { Alert, Button, CopyButton, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../lib/api/file';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { refusalOf, useRefreshProofs } from './design-proofs-api';

/**
 * The workshop uploads a new version: the server sends the link to the customer's contact and
 * answers it once (only its hash is kept), so it is shown here to copy.
 */
export function ProofUpload({ card }: { card: TDesignProofCard }) {
  const { t } = useTranslation();
  const refresh = useRefreshProofs();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<TDesignProofSent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const upload = async () => {
    if (!file) return;
    setPending(true);
    setRefusal(null);
    try {
      setSent(
        await uploadFile(designProofEndpoints.upload, { params: { proofId: card.id } }, file),
      );
      setFile(null);
    } catch (error) {
      setRefusal(refusalOf(error, t));
    } finally {
      setPending(false);
      await refresh();
    }
  };
  const reason =
    card.state === 'ACCEPTED'
      ? t('DESIGN_PROOFS.UPLOAD.NOT_NOW')
      : file
        ? null
        : t('DESIGN_PROOFS.UPLOAD.CHOOSE');
  return (
    <Stack gap="xs">
      <FileInput
        label={t('DESIGN_PROOFS.UPLOAD.LABEL')}
        accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
        value={file}
        onChange={setFile}
        disabled={card.state === 'ACCEPTED'}
        clearable
      />
      <Group>
        <ActionButton
          endpoint={designProofEndpoints.upload}
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={pending}
          disabledReason={reason}
          onClick={() => void upload()}
        >
          {t('DESIGN_PROOFS.UPLOAD.SUBMIT')}
        </ActionButton>
      </Group>
      {refusal && <ErrorDisplay message={refusal} />}
      {sent && (
        <Alert color={sent.emailedTo ? 'green' : 'orange'}>
          <Stack gap="xs">
            {sent.emailedTo
              ? t('DESIGN_PROOFS.UPLOAD.DONE_EMAILED', { email: sent.emailedTo })
              : t('DESIGN_PROOFS.UPLOAD.DONE_NO_EMAIL')}
            <TextInput
              label={t('DESIGN_PROOFS.UPLOAD.LINK')}
              value={sent.link}
              readOnly
              data-proof-link
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={sent.link}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? t('DESIGN_PROOFS.UPLOAD.COPIED') : t('DESIGN_PROOFS.UPLOAD.COPY')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
