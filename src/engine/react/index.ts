export { AuditChanges } from './audit/AuditChanges';
export { auditTexts, undoTexts } from './audit/audit-texts';
export { RecordAuditTrail } from './audit/RecordAuditTrail';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';
export { type DialogSize, EditDialog, type EditDialogProps } from './EditDialog';
export { type Engine, EngineProvider, type EngineProviderProps, type Notify, useEngine } from './EngineProvider';
export { EntityForm, type EntityFormProps } from './EntityForm';
export { EntityPage, type EntityPageProps } from './EntityPage';
export { EntityTable, type EntityTableProps } from './EntityTable';
export { FormActionDialog, type FormActionDialogProps, type FormActionTarget } from './FormActionDialog';
export { FormFields, type FormFieldsProps } from './FormFields';
export { type ControlA11y, FieldControl, type WidgetProps } from './fields/FieldControl';
export { FieldShell, type FieldShellProps } from './fields/FieldShell';
export { ReferenceSearch, type ReferenceSearchProps, searchOptionsLimit } from './fields/ReferenceSearch';
export { SearchCombobox, type SearchComboboxProps } from './fields/SearchCombobox';
export {
  type OptionLoader,
  type OptionSearch,
  type SearchOption,
  type SearchStatus,
  useOptionSearch,
} from './fields/useOptionSearch';
export { Icon } from './Icon';
export { loadEntityPage } from './load-entity-page';
export { ManageView, type ManageViewProps } from './ManageView';
export { dialogWidths, ModalDialog, type ModalDialogProps } from './ModalDialog';
export { entityKeys, type ListKeyParams } from './query-keys';
export { RowActionButton, type RowActionButtonProps } from './RowActionButton';
export { SimilarRowsNotice } from './SimilarRowsNotice';
export { saveFile } from './save-file';
export { buttonClass, controlClass, focusRing } from './styles';
export { TablePagination } from './TablePagination';
export { TableSearchBox, type TableSearchBoxProps } from './TableSearchBox';
export { type DeleteRowFlow, useDeleteRow } from './useDeleteRow';
export {
  type EntityForm as EntityFormState,
  type EntityFormOptions,
  type ReadOnlyFieldState,
  useEntityForm,
} from './useEntityForm';
export {
  type EntityTable as EntityTableInstance,
  pageSizes,
  useColumnFormatters,
  useEntityTable,
} from './useEntityTable';
export { type FormActionForm, useFormAction } from './useFormAction';
export { useLastShown } from './useLastShown';
export { type ListController, useListController } from './useListController';
export { type ListQueryOptions, useListQuery } from './useListQuery';
export { useOneQuery } from './useOneQuery';
export { type RowActionRunner, useRowAction } from './useRowAction';
export { type SimilarRowsState, useSimilarCheck } from './useSimilarCheck';
export { type TableParams, useTableParams } from './useTableParams';
export { useWriteMutation } from './useWriteMutation';
