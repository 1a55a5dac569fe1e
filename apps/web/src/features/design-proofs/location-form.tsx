import {
  designProofEndpoints,
  Money,
  type TDesignLocation,
  type TDesignProofDetail,
} from '@kontor/contract';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api/client';
import { ActionButton } from '../../ui/action-button';
import { ErrorDisplay } from '../../ui/error-display';
import { useToast } from '../../ui/toast';
import { refusalOf, useRefreshProofs } from './design-proofs-api';

/** A fraction ('0.25') as a whole percent (25) for the form, and back (exact, no float sums). */
const percentOf = (fraction: string | null | undefined) =>
  fraction == null ? '' : Number(new Money(fraction).times(100).toFixed(1));
const fractionOf = (percent: number | string) => new Money(percent).div(100).toFixed(5);

/** Where the design sits on the product image, as percents of its width and height. */
export function LocationForm({ proof }: { proof: TDesignProofDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refresh = useRefreshProofs();
  const [x, setX] = useState<number | string>(percentOf(proof.location?.x));
  const [y, setY] = useState<number | string>(percentOf(proof.location?.y));
  const [size, setSize] = useState<number | string>(percentOf(proof.location?.size));
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async () => {
    setRefusal(null);
    const location: TDesignLocation = {
      x: fractionOf(x),
      y: fractionOf(y),
      size: size === '' ? null : fractionOf(size),
    };
    try {
      await callApi(designProofEndpoints.designLocation, {
        body: { proofId: proof.id, version: proof.version, location },
      });
      toast.show(t('DESIGN_PROOFS.LOCATION.SAVED'), 'SUCCESS');
    } catch (error) {
      setRefusal(refusalOf(error, t));
    } finally {
      await refresh();
    }
  };
  const field = { min: 0, max: 100, decimalScale: 1, w: 110, decimalSeparator: ',' };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('DESIGN_PROOFS.LOCATION.TITLE')}
      </Text>
      <Group align="end">
        <NumberInput {...field} label={t('DESIGN_PROOFS.LOCATION.X')} value={x} onChange={setX} />
        <NumberInput {...field} label={t('DESIGN_PROOFS.LOCATION.Y')} value={y} onChange={setY} />
        <NumberInput
          {...field}
          min={1}
          label={t('DESIGN_PROOFS.LOCATION.SIZE')}
          value={size}
          onChange={setSize}
        />
        <ActionButton
          endpoint={designProofEndpoints.designLocation}
          variant="default"
          disabledReason={
            x === '' || y === '' || proof.state === 'ACCEPTED'
              ? t('SHELL.DISABLED.FILL_REQUIRED')
              : null
          }
          onClick={() => void save()}
        >
          {t('DESIGN_PROOFS.LOCATION.SAVE')}
        </ActionButton>
      </Group>
      {refusal && <ErrorDisplay message={refusal} />}
    </Stack>
  );
}
