export { AuditChanges } from './audit/AuditChanges';
export { auditTexts, undoTexts } from './audit/audit-texts';
export { RecordAuditTrail } from './audit/RecordAuditTrail';
export {
  type AppWidget,
  type Engine,
  EngineProvider,
  type EngineProviderProps,
  type Notify,
  useEngine,
} from './EngineProvider';
export { EntityPage, type EntityPageProps } from './EntityPage';
export { type ControlA11y, FieldControl, type WidgetProps } from './fields/FieldControl';
export { FieldShell, type FieldShellProps } from './fields/FieldShell';
export { LinesField, type LinesFieldProps } from './fields/LinesField';
export { ReferenceSearch, type ReferenceSearchProps, searchOptionsLimit } from './fields/ReferenceSearch';
export { SearchCombobox, type SearchComboboxProps } from './fields/SearchCombobox';
export {
  type OptionLoader,
  type OptionSearch,
  type SearchOption,
  type SearchStatus,
  useOptionSearch,
} from './fields/useOptionSearch';
export { CreateDialog, type CreateDialogProps } from './form/CreateDialog';
export { DialogFormEnd, type DialogFormEndProps } from './form/DialogFormEnd';
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
export { ExportButton, type ExportButtonProps } from './list/ExportButton';
export { ListBody, type ListBodyProps, type ListStateTexts } from './list/ListBody';
export { ListPager, type ListPagerProps, type RowCountWords } from './list/ListPager';
export { ListEmpty, ListFailure, ListLoading, type StateLook } from './list/ListStates';
export { ListTable, type ListTableProps } from './list/ListTable';
export { ListView, type ListViewProps } from './list/ListView';
export { type ListPage, type PageFetcher, type PageParams, type PageRange, pageRangeOf } from './list/list-page';
export { saveFile } from './list/save-file';
export { TableSearchBox, type TableSearchBoxProps } from './list/TableSearchBox';
export { type CsvDownload, type CsvExport, useCsvExport } from './list/useCsvExport';
export { pageSizes, useColumnFormatters, useEntityColumns } from './list/useEntityTable';
export { type ListData, useList } from './list/useList';
export { type ListController, type ListSource, useListController } from './list/useListController';
export { type ListParamsOptions, type TableParams, useListParams } from './list/useListParams';
export { type ListQueryOptions, useListQuery } from './list/useListQuery';
export { type ListColumn, useListTable } from './list/useListTable';
export { loadEntityPage } from './load-entity-page';
export { ManageView, type ManageViewProps } from './ManageView';
export { dialogWidths, ModalDialog, type ModalDialogProps } from './ModalDialog';
export { entityKeys, type ListKeyParams } from './query-keys';
export { RelatedRecords, type RelatedRecordsProps } from './RelatedRecords';
export { RecordActions } from './record/RecordActions';
export { RecordFigures } from './record/RecordFigures';
export { RecordTables } from './record/RecordTables';
export { RecordView, type RecordViewProps } from './record/RecordView';
export { type RecordState, useRecord } from './record/useRecord';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './rows/ConfirmDeleteDialog';
export { RowActionButton, type RowActionButtonProps } from './rows/RowActionButton';
export { type DeleteRowFlow, useDeleteRow } from './rows/useDeleteRow';
export { type RowActionRunner, useRowAction } from './rows/useRowAction';
export { buttonClass, controlClass, focusRing } from './styles';
export { useLastShown } from './useLastShown';
export { useOneQuery } from './useOneQuery';
export { useWriteMutation } from './useWriteMutation';
