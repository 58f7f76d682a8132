export { AuditChanges } from './audit/AuditChanges';
export { auditTexts, undoTexts } from './audit/audit-texts';
export { RecordAuditTrail } from './audit/RecordAuditTrail';
export { type Engine, EngineProvider, type EngineProviderProps, type Notify, useEngine } from './EngineProvider';
export { EntityPage, type EntityPageProps } from './EntityPage';
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
export { type DialogSize, EditDialog, type EditDialogProps } from './form/EditDialog';
export { EntityForm, type EntityFormProps } from './form/EntityForm';
export { FormActionDialog, type FormActionDialogProps, type FormActionTarget } from './form/FormActionDialog';
export { FormFields, type FormFieldsProps } from './form/FormFields';
export { SimilarRowsNotice } from './form/SimilarRowsNotice';
export {
  type EntityForm as EntityFormState,
  type EntityFormOptions,
  type ReadOnlyFieldState,
  useEntityForm,
} from './form/useEntityForm';
export { type FormActionForm, useFormAction } from './form/useFormAction';
export { type SimilarRowsState, useSimilarCheck } from './form/useSimilarCheck';
export { Icon } from './Icon';
export { EntityTable, type EntityTableProps } from './list/EntityTable';
export { saveFile } from './list/save-file';
export { TablePagination } from './list/TablePagination';
export { TableSearchBox, type TableSearchBoxProps } from './list/TableSearchBox';
export {
  type EntityTable as EntityTableInstance,
  pageSizes,
  useColumnFormatters,
  useEntityTable,
} from './list/useEntityTable';
export { type ListController, useListController } from './list/useListController';
export { type ListQueryOptions, useListQuery } from './list/useListQuery';
export { type TableParams, useTableParams } from './list/useTableParams';
export { loadEntityPage } from './load-entity-page';
export { ManageView, type ManageViewProps } from './ManageView';
export { dialogWidths, ModalDialog, type ModalDialogProps } from './ModalDialog';
export { entityKeys, type ListKeyParams } from './query-keys';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './rows/ConfirmDeleteDialog';
export { RowActionButton, type RowActionButtonProps } from './rows/RowActionButton';
export { type DeleteRowFlow, useDeleteRow } from './rows/useDeleteRow';
export { type RowActionRunner, useRowAction } from './rows/useRowAction';
export { buttonClass, controlClass, focusRing } from './styles';
export { useLastShown } from './useLastShown';
export { useOneQuery } from './useOneQuery';
export { useWriteMutation } from './useWriteMutation';
