export { parseDecimalText } from './decimal';
export { EditableGrid } from './editable-grid';
export { dateEditor, decimalEditor, textEditor } from './editors';
export {
  type GridLookupEndpoint,
  type GridProduct,
  lookupEditor,
  productEditor,
} from './product-editor';
export { type GridSelectOption, selectEditor } from './select-editor';
export type { EditableGridProps, GridColumn, GridEditor, GridEditorProps } from './types';
