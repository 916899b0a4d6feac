/** The problem's "Custom input" box: what a Run reads on stdin (a SQL query reads tables instead). */
export function CustomInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="practice__label" htmlFor={id}>
        Custom input (optional, for Run)
      </label>
      <textarea
        id={id}
        className="practice__input practice__plainCode"
        name="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
      />
    </>
  );
}
