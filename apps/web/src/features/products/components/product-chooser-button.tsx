import { Button, type ButtonProps } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui/toast';
import { openProductChooser, PopupBlockedError } from './product-chooser';
import type { ProductRef } from './product-lookup';

export interface ProductChooserButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Called with the product picked in the popup (not when the popup closes without a choice) */
  onChoose: (product: ProductRef) => void;
  label?: string;
}

/** 'Keresés a termékválasztóban': opens the ProductChooser popup and hands on the pick. */
export function ProductChooserButton({ onChoose, label, ...rest }: ProductChooserButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);

  async function choose() {
    setIsOpen(true);
    try {
      const product = await openProductChooser();
      if (product) onChoose(product);
    } catch (error) {
      if (!(error instanceof PopupBlockedError)) throw error;
      toast.show(t('PRODUCTS.CHOOSER.POPUP_BLOCKED'), 'ERROR');
    } finally {
      setIsOpen(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconListSearch size={16} aria-hidden />}
      loading={isOpen}
      onClick={() => void choose()}
      {...rest}
    >
      {label ?? t('PRODUCTS.CHOOSER.OPEN')}
    </Button>
  );
}
