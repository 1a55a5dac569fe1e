import { publicDesignProofEndpoints as pub, type TPublicDesignProof } from '@kontor/contract';
import designProofTexts from '@kontor/contract/dictionaries/design-proofs.json';
import {
  Alert,
  Anchor,
  Button,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { buildUrl, callApi } from '../../lib/api/client';
import { formatDateTime } from '../../lib/format';
import { addBundledTexts } from '../../lib/i18n/i18n';
import { usePageTitle } from '../../lib/page';
import classes from './design-proofs.module.css';

addBundledTexts(designProofTexts);

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The proof with the design's place marked on it (an image), or a link to open it (a PDF). */
function ProofView({ proof, fileUrl }: { proof: TPublicDesignProof; fileUrl: string }) {
  const { t } = useTranslation();
  if (!proof.contentType.startsWith('image/'))
    return (
      <Anchor href={fileUrl} target="_blank" rel="noopener" size="lg">
        {t('DESIGN_PROOFS.PUBLIC.OPEN_PDF')}
      </Anchor>
    );
  const place = proof.location;
  const percent = (fraction: string) => `${Number(fraction) * 100}%`;
  return (
    <figure className={classes.proofImage}>
      <img
        src={fileUrl}
        alt={t('DESIGN_PROOFS.PUBLIC.PROOF_ALT', { product: proof.productName })}
      />
      {place && (
        <span
          className={classes.marker}
          aria-hidden
          style={{
            left: percent(place.x),
            top: percent(place.y),
            width: percent(place.size ?? '0.1'),
            aspectRatio: '2 / 1',
          }}
        />
      )}
    </figure>
  );
}

type Outcome = 'ACCEPTED' | 'REJECTED' | 'DEAD' | 'THROTTLED';

/**
 * `/kontor/public/visual-design/response?order=…&token=…`: the customer's answer to a design
 * proof, phone-first, no login. It shows only the proof, the order number and the product's name;
 * any link that does not work shows one sentence and nothing else.
 */
export default function ProofResponsePage() {
  const { t } = useTranslation();
  usePageTitle(t('DESIGN_PROOFS.PUBLIC.TITLE'));
  const [search] = useSearchParams();
  const orderId = Number(search.get('order'));
  const token = search.get('token') ?? '';
  const isWellFormed = Number.isInteger(orderId) && orderId > 0 && TOKEN.test(token);
  const input = { params: { orderId }, query: { token } };
  const proof = useQuery({
    queryKey: ['public-design-proof', orderId, token],
    queryFn: () => callApi(pub.show, input),
    enabled: isWellFormed,
    retry: false,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<'name' | 'comment' | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const answer = async (kind: 'ACCEPTED' | 'REJECTED') => {
    const text = kind === 'ACCEPTED' ? name.trim() : comment.trim();
    if (!text) return setMissing(kind === 'ACCEPTED' ? 'name' : 'comment');
    setMissing(null);
    setPending(true);
    setFailed(false);
    try {
      if (kind === 'ACCEPTED')
        await callApi(pub.accept, { params: { orderId }, body: { token, stampName: text } });
      else await callApi(pub.reject, { params: { orderId }, body: { token, comment: text } });
      setOutcome(kind);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404) setOutcome('DEAD');
      else if (status === 429) setOutcome('THROTTLED');
      else setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const throttled = proof.error instanceof ApiError && proof.error.status === 429;
  const dead = !isWellFormed || (proof.isError && !throttled) || outcome === 'DEAD';
  return (
    <div className={classes.public}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('DESIGN_PROOFS.PUBLIC.TITLE')}
        </Title>
        {dead && <Alert color="orange">{t('DESIGN_PROOFS.PUBLIC.DEAD')}</Alert>}
        {(throttled || outcome === 'THROTTLED') && (
          <Alert color="orange">{t('DESIGN_PROOFS.PUBLIC.THROTTLED')}</Alert>
        )}
        {outcome === 'ACCEPTED' && (
          <Alert color="green" role="status">
            {t('DESIGN_PROOFS.PUBLIC.ACCEPTED')}
          </Alert>
        )}
        {outcome === 'REJECTED' && (
          <Alert color="blue" role="status">
            {t('DESIGN_PROOFS.PUBLIC.REJECTED')}
          </Alert>
        )}
        {proof.data && outcome === null && (
          <>
            <Stack gap={2}>
              <Text>
                {t('DESIGN_PROOFS.PUBLIC.ORDER')}: <b data-order-number>{proof.data.orderNumber}</b>
              </Text>
              <Text>
                {t('DESIGN_PROOFS.PUBLIC.PRODUCT')}: <b>{proof.data.productName}</b>
              </Text>
              <Text size="sm" c="dimmed">
                {t('DESIGN_PROOFS.PUBLIC.VERSION', { number: proof.data.proofNumber })} ·{' '}
                {t('DESIGN_PROOFS.PUBLIC.VALID_UNTIL', {
                  date: formatDateTime(proof.data.expiresAt),
                })}
              </Text>
            </Stack>
            <ProofView proof={proof.data} fileUrl={buildUrl(pub.file, input)} />
            <Paper withBorder p="md">
              <Stack gap="sm">
                <TextInput
                  label={t('DESIGN_PROOFS.PUBLIC.NAME')}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  error={missing === 'name' ? t('DESIGN_PROOFS.PUBLIC.NAME_NEEDED') : undefined}
                  maxLength={200}
                  size="md"
                  autoComplete="name"
                />
                <Button
                  className={classes.bigButton}
                  color="green"
                  size="md"
                  loading={pending}
                  onClick={() => void answer('ACCEPTED')}
                >
                  {t('DESIGN_PROOFS.PUBLIC.ACCEPT')}
                </Button>
              </Stack>
            </Paper>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Textarea
                  label={t('DESIGN_PROOFS.PUBLIC.COMMENT')}
                  value={comment}
                  onChange={(event) => setComment(event.currentTarget.value)}
                  error={
                    missing === 'comment' ? t('DESIGN_PROOFS.PUBLIC.COMMENT_NEEDED') : undefined
                  }
                  maxLength={2000}
                  autosize
                  minRows={3}
                  size="md"
                />
                <Button
                  className={classes.bigButton}
                  color="red"
                  variant="light"
                  size="md"
                  loading={pending}
                  onClick={() => void answer('REJECTED')}
                >
                  {t('DESIGN_PROOFS.PUBLIC.REJECT')}
                </Button>
              </Stack>
            </Paper>
            {failed && <Alert color="red">{t('DESIGN_PROOFS.PUBLIC.FAILED')}</Alert>}
          </>
        )}
      </Stack>
    </div>
  );
}
