import { Link } from 'react-router-dom';
import type { BatchRecipient } from '../../domain/stock-movements';
import { formatDateTime, viewPath } from '../../engine';
import { focusRing, type ListColumn } from '../../engine/react';
import { patients } from '../../entities/patients';
import { batchTexts } from './texts';

const texts = batchTexts.recipients;
const linkClass = `rounded font-medium text-brand underline-offset-2 hover:underline ${focusRing}`;

/**
 * The recipients' columns: the patient (a link to their card), their document, a phone to call
 * (their representative's when they have none), when the dose was applied, and where.
 */
export const recipientColumns: readonly ListColumn<BatchRecipient>[] = [
  {
    id: 'patient',
    header: texts.columns.patient,
    cell: (recipient) => {
      const name = `${recipient.firstName} ${recipient.lastname}`;
      return (
        <Link
          to={viewPath(patients, 'card', { id: recipient.patientId })}
          aria-label={texts.cardLink(name)}
          className={linkClass}
        >
          {name}
        </Link>
      );
    },
  },
  {
    id: 'document',
    header: texts.columns.document,
    cell: (recipient) => recipient.identityDocument ?? batchTexts.none,
  },
  {
    id: 'phone',
    header: texts.columns.phone,
    cell: ({ phone, isRepresentativePhone }) =>
      phone === null ? texts.noPhone : isRepresentativePhone ? texts.representativePhone(phone) : phone,
  },
  {
    id: 'appliedAt',
    header: texts.columns.appliedAt,
    cell: (recipient) =>
      recipient.applicationDateTime ? formatDateTime(recipient.applicationDateTime) : batchTexts.none,
  },
  { id: 'center', header: texts.columns.center, cell: (recipient) => recipient.centerName ?? batchTexts.none },
];
