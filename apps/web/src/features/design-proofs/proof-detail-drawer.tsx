import {
  designProofEndpoints,
  type TDesignProofCard,
  type TDesignProofVersion,
} from '@kontor/contract';
import { Anchor, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '../../lib/api/client';
import { formatDateTime } from '../../lib/format';
import { ErrorMessage } from '../../shell/error-message';
import { ActionButton } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { LAYER } from '../../ui/layers';
import type { Answer } from './answer-modal';
import { ANSWERABLE, STATE_COLORS, useOrderProofs } from './design-proofs-api';
import { LocationForm } from './location-form';
import { ProofUpload } from './proof-upload';

function VersionLine({ version }: { version: TDesignProofVersion }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('DESIGN_PROOFS.CARD.VERSION', { number: version.number })} · {version.filename}
      </Text>
      <Text size="xs" c="dimmed">
        {t('DESIGN_PROOFS.DETAIL.UPLOADED', {
          date: formatDateTime(version.uploadedAt),
          who: version.uploadedBy ?? '',
        })}
      </Text>
      {version.answer === 'ACCEPTED' && (
        <Text size="sm">{t('DESIGN_PROOFS.DETAIL.ACCEPTED_BY', { name: version.stampName })}</Text>
      )}
      {version.answer === 'REJECTED' && (
        <Text size="sm">
          {t('DESIGN_PROOFS.DETAIL.REJECTED_WITH', { comment: version.comment })}
        </Text>
      )}
      {version.onBehalfBy && (
        <Text size="xs" c="dimmed">
          {t('DESIGN_PROOFS.DETAIL.ON_BEHALF', { who: version.onBehalfBy })}
        </Text>
      )}
    </Stack>
  );
}

/** A card's details: versions and answers, the upload, the place of the design, the answers. */
export function ProofDetailDrawer({
  card,
  onClose,
  onAnswer,
}: {
  card: TDesignProofCard;
  onClose: () => void;
  onAnswer: (card: TDesignProofCard, answer: Answer) => void;
}) {
  const { t } = useTranslation();
  const items = useOrderProofs(card.orderId);
  const proof = items.data?.find((p) => p.id === card.id);
  const answerReason = ANSWERABLE.includes(card.state) ? null : t('DESIGN_PROOFS.BEHALF.NOT_NOW');
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      zIndex={LAYER.dialog}
      closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
      title={t('DESIGN_PROOFS.DETAIL.TITLE', {
        order: card.orderNumber,
        product: card.productName,
      })}
    >
      <Stack gap="md">
        <Group gap="md">
          <Text size="sm">
            {t('DESIGN_PROOFS.DETAIL.CUSTOMER')}: {card.customerName}
          </Text>
          <Badge color={STATE_COLORS[card.state]}>{t(`DESIGN_PROOFS.STATE.${card.state}`)}</Badge>
        </Group>
        {card.proofNumber > 0 && (
          <Anchor
            href={buildUrl(designProofEndpoints.file, { params: { proofId: card.id } })}
            target="_blank"
            rel="noopener"
          >
            {t('DESIGN_PROOFS.DETAIL.OPEN_FILE')}
          </Anchor>
        )}
        <Group>
          <ActionButton
            endpoint={designProofEndpoints.acceptOnBehalf}
            color="green"
            disabledReason={answerReason}
            onClick={() => onAnswer(card, 'ACCEPTED')}
          >
            {t('DESIGN_PROOFS.BEHALF.ACCEPT')}
          </ActionButton>
          <ActionButton
            endpoint={designProofEndpoints.rejectOnBehalf}
            color="red"
            variant="light"
            disabledReason={answerReason}
            onClick={() => onAnswer(card, 'REJECTED')}
          >
            {t('DESIGN_PROOFS.BEHALF.REJECT')}
          </ActionButton>
        </Group>
        <Divider />
        <ProofUpload card={card} />
        <Divider />
        {items.error && <ErrorMessage error={items.error} />}
        {!proof ? (
          <Skeleton height={120} />
        ) : (
          <>
            <LocationForm key={proof.version} proof={proof} />
            <Divider />
            <Text fw={600} size="sm">
              {t('DESIGN_PROOFS.DETAIL.VERSIONS')}
            </Text>
            {proof.versions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('DESIGN_PROOFS.DETAIL.NO_VERSIONS')}
              </Text>
            ) : (
              proof.versions.map((v) => <VersionLine key={v.number} version={v} />)
            )}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
