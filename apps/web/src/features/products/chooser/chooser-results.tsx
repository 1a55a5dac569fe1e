import type { TProductBase } from '@kontor/contract';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ImagePreview } from '../../../ui/image-preview';
import classes from './chooser-results.module.css';

export interface ChooserResultsProps {
  id: string;
  label: string;
  products: readonly TProductBase[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onPick: (product: TProductBase) => void;
}

export const optionId = (listId: string, productId: number) => `${listId}-${productId}`;

const IMAGE_SIZE = 40;

/** The found products as a listbox; the search field drives it (aria-activedescendant). */
export function ChooserResults({
  id,
  label,
  products,
  activeIndex,
  onActivate,
  onPick,
}: ChooserResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const active = products[activeIndex];

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (!active) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(id, active.id))}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  return (
    <Stack gap={2} ref={listRef} id={id} role="listbox" aria-label={label} className={classes.list}>
      {products.map((product, index) => (
        <UnstyledButton
          key={product.id}
          id={optionId(id, product.id)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          className={classes.option}
          onMouseEnter={() => onActivate(index)}
          onClick={() => onPick(product)}
        >
          <Group gap="sm" wrap="nowrap">
            {product.imageUrl ? (
              <ImagePreview src={product.imageUrl} alt={product.name} width={IMAGE_SIZE} />
            ) : (
              <IconPackage size={IMAGE_SIZE} stroke={1.2} aria-hidden className={classes.noImage} />
            )}
            <div>
              <Text size="sm" ff="monospace" c="dimmed">
                {product.code}
              </Text>
              <Text size="sm" fw={500}>
                {product.name}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
