import {
  type TCodeEntry,
  type TProduct,
  type TProductBody,
  type TVatCode,
  ZProductBody,
} from '@kontor/contract';
import { type FieldErrors, zodFieldErrors } from './field-errors';

/** The product's own fields as the form edits them. */
export interface ProductFormValues {
  code: string;
  name: string;
  description: string;
  isService: boolean;
  needsDesignProof: boolean;
  /** A product group for goods, a service group for services */
  group: TCodeEntry | null;
  catalogue: TCodeEntry | null;
  measureUnitCode: string;
  vatCode: TVatCode;
  isActive: boolean;
  aliases: string[];
}

export function emptyProductForm(): ProductFormValues {
  return {
    code: '',
    name: '',
    description: '',
    isService: false,
    needsDesignProof: false,
    group: null,
    catalogue: null,
    measureUnitCode: 'db',
    vatCode: '27',
    isActive: true,
    aliases: [],
  };
}

export function productFormOf(product: TProduct): ProductFormValues {
  return {
    code: product.code,
    name: product.name,
    description: product.description,
    isService: product.isService,
    needsDesignProof: product.needsDesignProof,
    group: product.group,
    catalogue: product.catalogue,
    measureUnitCode: product.measureUnitCode,
    vatCode: product.vatCode,
    isActive: product.isActive,
    aliases: product.aliases,
  };
}

export function productBodyOf(values: ProductFormValues): TProductBody {
  return {
    code: values.code,
    name: values.name,
    description: values.description,
    isService: values.isService,
    needsDesignProof: values.needsDesignProof,
    groupId: values.group?.id ?? null,
    catalogueId: values.catalogue?.id ?? null,
    measureUnitCode: values.measureUnitCode,
    vatCode: values.vatCode,
    isActive: values.isActive,
    aliases: values.aliases,
  };
}

/** The contract's own check of the form, as messages per field. */
export function validateProductForm(values: ProductFormValues): FieldErrors {
  return zodFieldErrors(ZProductBody.safeParse(productBodyOf(values)).error);
}
