import { toneOf } from '../model/columns';

/** A rule-detail value: a label coloured by its side (大 / 小 / 和 …), or a row of them. */
export function DetailValue({ value }: { value: string | string[] }) {
  if (Array.isArray(value)) {
    return (
      <span className="vals">
        {value.map((v, i) => (
          <span key={i} className={`v ${toneOf(v)}`}>
            {v}
          </span>
        ))}
      </span>
    );
  }
  return <span className={`v ${toneOf(value)}`}>{value}</span>;
}
