import { designProofEndpoints, type TDesignProofCard } from '@kontor/contract';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { ErrorDisplay } from '../../ui/error-display';
import { FormButtons } from '../../ui/form-buttons';
import { useToast } from '../../ui/toast';
import { cardLabel } from './board-column';
import { refusalOf, useRefreshProofs } from './design-proofs-api';

export type Answer = 'ACCEPTED' | 'REJECTED';

/**
 * The office answers for the customer: who accepted (the stamp), or the customer's comment. The
 * server records the office user as the one who answered on the customer's behalf.
 */
export function AnswerModal({
  card,
  answer,
  onClose,
}: {
  card: TDesignProofCard;
  answer: Answer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshProofs();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const isAccept = answer === 'ACCEPTED';
  const endpoint = isAccept
    ? designProofEndpoints.acceptOnBehalf
    : designProofEndpoints.rejectOnBehalf;
  const submit = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const base = { proofId: card.id, version: card.version };
      if (isAccept)
        await callApi(designProofEndpoints.acceptOnBehalf, { body: { ...base, stampName: text } });
      else await callApi(designProofEndpoints.rejectOnBehalf, { body: { ...base, comment: text } });
      toast.show(t(`DESIGN_PROOFS.STATE.${answer}`), 'SUCCESS');
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error, t));
    } finally {
      setPending(false);
      await refresh();
    }
  };
  const title = t(isAccept ? 'DESIGN_PROOFS.BEHALF.ACCEPT' : 'DESIGN_PROOFS.BEHALF.REJECT');
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{cardLabel(card, t)}</Text>
          {isAccept ? (
            <TextInput
              label={t('DESIGN_PROOFS.BEHALF.STAMP')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={200}
              required
              data-autofocus
            />
          ) : (
            <Textarea
              label={t('DESIGN_PROOFS.BEHALF.COMMENT')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={3}
              required
              data-autofocus
            />
          )}
          {refusal && <ErrorDisplay message={refusal} />}
          <FormButtons
            onCancel={onClose}
            submitLabel={title}
            endpoint={endpoint}
            loading={pending}
            disabled={text.trim() === ''}
            color={isAccept ? 'green' : 'red'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
