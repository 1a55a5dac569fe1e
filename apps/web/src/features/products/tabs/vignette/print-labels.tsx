import { LABEL_PRINT_MAX, productEndpoints, ZPrintLabelsBody } from '@kontor/contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, openPdfInNewTab } from '../../../../lib/api/file';
import { bindText } from '../../../../lib/forms/bind-field';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { ActionButton } from '../../../../ui/action-button';
import { useToast } from '../../../../ui/toast';
import { eventsQueryKey } from './label-form';
import { problemFieldErrors, zodFieldErrors } from './label-values';

const quantityOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** 'Nyomtatás': asks how many labels, then opens the print job's PDF in a new tab. */
export function PrintLabelsButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [quantity, setQuantity] = useState('1');
  const [isPrinting, setIsPrinting] = useState(false);
  const clientErrors = useMemo(
    () => zodFieldErrors(ZPrintLabelsBody.safeParse({ quantity: quantityOf(quantity) }).error),
    [quantity],
  );
  const errors = useFormErrors(clientErrors, problemFieldErrors);

  async function print() {
    if (!errors.attemptSubmit()) return;
    setIsPrinting(true);
    try {
      await openPdfInNewTab(() =>
        fetchFile(productEndpoints.printLabels, {
          params: { productId },
          body: { quantity: quantityOf(quantity) },
        }),
      );
      setOpened(false);
    } catch (error) {
      if (!errors.showServerErrors(error)) toast.show(t('PRODUCTS.VIGNETTE.PRINT_FAILED'), 'ERROR');
    } finally {
      setIsPrinting(false);
      void queryClient.invalidateQueries({ queryKey: eventsQueryKey(productId) });
    }
  }

  const quantityError = errors.errorOf('quantity');
  return (
    <>
      <ActionButton
        endpoint={productEndpoints.printLabels}
        variant="light"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => {
          errors.reset();
          setOpened(true);
        }}
      >
        {t('PRODUCTS.VIGNETTE.PRINT')}
      </ActionButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('PRODUCTS.VIGNETTE.PRINT_TITLE')}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void print();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('PRODUCTS.VIGNETTE.PRINT_HINT')}</Text>
            <TextInput
              label={t('PRODUCTS.VIGNETTE.PRINT_QUANTITY')}
              required
              data-autofocus
              inputMode="numeric"
              maxLength={3}
              {...bindText(errors, 'quantity', quantity, setQuantity)}
              error={
                quantityError && t('PRODUCTS.VIGNETTE.ERROR.QUANTITY', { max: LABEL_PRINT_MAX })
              }
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('UI.CANCEL')}
              </Button>
              <ActionButton
                endpoint={productEndpoints.printLabels}
                type="submit"
                loading={isPrinting}
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                {t('PRODUCTS.VIGNETTE.PRINT')}
              </ActionButton>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
