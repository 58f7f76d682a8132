import { cellClass, figureClass, IndicatorTable, rowClass } from './IndicatorTable';
import type { CoverageItem } from './indicators-api';
import { formatCount, formatPercent } from './number-format';
import { indicatorTexts } from './texts';

const { columns } = indicatorTexts;

/**
 * The coverage rows: centre ('Toda la red' for the network), vaccine, dose, doses applied,
 * target population and coverage; a row without a target population says 'Sin población
 * objetivo' across its last two cells.
 */
export const CoverageTable = ({ items, isBusy }: { items: readonly CoverageItem[]; isBusy: boolean }) => (
  <IndicatorTable
    caption={indicatorTexts.coverageTable}
    isBusy={isBusy}
    columns={[
      { label: columns.center },
      { label: columns.vaccine },
      { label: columns.dose, isFigure: true },
      { label: columns.dosesApplied, isFigure: true },
      { label: columns.targetPopulation, isFigure: true },
      { label: columns.coveragePercent, isFigure: true },
    ]}
  >
    {items.map((item) => (
      <tr key={`${item.vaccinationCenterId ?? 'red'}-${item.vaccineId}-${item.doseNumber}`} className={rowClass}>
        <td className={cellClass}>{item.centerName ?? indicatorTexts.wholeNetwork}</td>
        <td className={cellClass}>{item.vaccineName}</td>
        <td className={figureClass}>{item.doseNumber}</td>
        <td className={figureClass}>{formatCount(item.dosesApplied)}</td>
        {item.targetPopulation === null || item.coveragePercent === null ? (
          <td colSpan={2} className={`${cellClass} text-right text-muted`}>
            {indicatorTexts.noTarget}
          </td>
        ) : (
          <>
            <td className={figureClass}>{formatCount(item.targetPopulation)}</td>
            <td className={`${figureClass} font-semibold`}>{formatPercent(item.coveragePercent)}</td>
          </>
        )}
      </tr>
    ))}
  </IndicatorTable>
);
