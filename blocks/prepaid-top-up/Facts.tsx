/** A card's or a top-up's facts as a description list; rows without a value are left out. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: string | null | undefined]> }) {
  return (
    <dl className="prepaid-top-up__facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
