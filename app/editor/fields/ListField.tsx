import { fieldHelp } from "~/contract/editor-texts";
import { emptyValueOf, movedItem, valueAt } from "../component-form";
import type { GroupFieldProps } from "./field-props";
import { FieldGroup, InnerFields } from "./FieldGroup";

/** An item's buttons (JavaScript): one place up or down, and out of the list. */
function ItemActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** "Tags item 2". */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="page-editor__itemActions">
      <button
        type="button"
        className="page-editor__smallButton"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(index - 1)}
      >
        ↑ Up
      </button>
      <button
        type="button"
        className="page-editor__smallButton"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(index + 1)}
      >
        ↓ Down
      </button>
      <button
        type="button"
        className="page-editor__smallButton"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}

/**
 * A list's items, each in a fieldset of its own (an object item's fields, or a plain item's one
 * input); with JavaScript items can be added, removed and reordered.
 */
export function ListField({ Field, ...props }: GroupFieldProps<"list">) {
  const { spec, path, data, hydrated, onChange, label, errors } = props;
  const value = valueAt(data, path);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const title = label ?? spec.label;
  const item = spec.item;
  return (
    <FieldGroup
      path={path}
      help={spec.help ?? fieldHelp(spec.key, spec.kind)}
      title={title}
      required={spec.required}
      filled={items.length > 0}
      errors={errors}
    >
      {items.length === 0 ? <p className="page-editor__hint">No items yet.</p> : null}
      <ol className="page-editor__listItems">
        {items.map((_, index) => (
          <li key={index}>
            <fieldset className="page-editor__itemSet">
              <legend>
                {title}, item {index + 1}
              </legend>
              {item.kind === "object" ? (
                <InnerFields
                  {...props}
                  fields={item.fields}
                  path={[...path, index]}
                  Field={Field}
                />
              ) : (
                <Field
                  {...props}
                  spec={item}
                  path={[...path, index]}
                  label={`${title} ${index + 1}`}
                />
              )}
              {hydrated ? (
                <ItemActions
                  name={`${title} item ${index + 1}`}
                  index={index}
                  count={items.length}
                  onMove={(to) => onChange(path, movedItem(items, index, to))}
                  onRemove={() =>
                    onChange(
                      path,
                      items.filter((__, other) => other !== index),
                    )
                  }
                />
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {hydrated ? (
        <button
          type="button"
          className="page-editor__smallButton"
          onClick={() => onChange(path, [...items, emptyValueOf(item)])}
        >
          Add {title.toLowerCase()} item
        </button>
      ) : null}
    </FieldGroup>
  );
}
