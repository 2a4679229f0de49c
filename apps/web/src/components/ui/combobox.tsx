import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useUniqueId } from '../../lib/unique-id';
import { inputClasses } from './field';

export interface ComboboxOption {
  /** Unique among the options. */
  key: string;
  label: ReactNode;
}

interface ComboboxProps<T extends ComboboxOption> {
  id: string;
  value: string;
  onInputChange: (value: string) => void;
  onSelect: (option: T) => void;
  options: readonly T[];
  /** The list shows only while this is true and there are options. */
  showOptions: boolean;
  disabled?: boolean;
  placeholder?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  /** Text under the input while loading or when nothing matches (announced politely). */
  status?: ReactNode;
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA APG "list autocomplete"): typing filters,
 * ArrowDown/ArrowUp move through the list, Enter picks, Escape closes the list; focus stays in the input.
 */
export function Combobox<T extends ComboboxOption>({
  id,
  value,
  onInputChange,
  onSelect,
  options,
  showOptions,
  listLabel,
  status,
  ...inputProps
}: ComboboxProps<T>) {
  const listId = useUniqueId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && showOptions && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Keep the highlighted option in view as the arrows move through a long list.
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, listId]);

  const choose = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length || !showOptions) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : options.length - 1;
        return (current + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className={inputClasses}
        {...inputProps}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {expanded &&
          options.map((option, index) => (
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 only satisfies the linter.
              tabIndex={-1}
              aria-selected={index === active}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-blue-600 text-white' : 'text-slate-800'}`}
            >
              {option.label}
            </div>
          ))}
      </div>
      {status && (
        <p role="status" className="mt-1 text-xs text-slate-600">
          {status}
        </p>
      )}
    </div>
  );
}
