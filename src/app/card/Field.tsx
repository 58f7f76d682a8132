/** One labelled value of the card's patient block: a term and its description. */
export const Field = ({ label, value }: { label: string; value: string }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium text-muted">{label}</dt>
    <dd className="mt-0.5 text-sm font-medium break-words text-foreground">{value}</dd>
  </div>
);
