import type { DirectionQuery, LocalityOption } from '@jetkiz/contract';
import { LOCALITY_QUERY_MAX_LENGTH } from '@jetkiz/domain';
import { CloseButton, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n.ts';
import { errorNode } from '../../../lib/notify.ts';
import { getDirectionsQueryOptions } from '../api/get-directions.ts';
import classes from './locality-picker.module.css';

export type LocalityPickerProps = {
  label: string;
  direction: DirectionQuery['type'];
  value: LocalityOption | null;
  onChange: (value: LocalityOption | null) => void;
  required?: boolean;
  /** A problem with the choice, shown under the field and named as its description. */
  error?: ReactNode;
  /** The calculator's large field by default; `sm` among a form's ordinary fields (the address dialog). */
  size?: 'sm' | 'md';
};

/**
 * Type-ahead over the KATO localities (a WAI-ARIA combobox): each keystroke, debounced, asks the server,
 * which matches Russian, Kazakh and Latin spellings; an empty field offers the regional centres.
 */
export const LocalityPicker = ({ label, direction, value, onChange, required, error, size = 'md' }: LocalityPickerProps) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const queryClient = useQueryClient();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [debounced] = useDebouncedValue(text.trim(), 150);
  const term = value && debounced === value.name ? '' : debounced;

  // A failed search is said in the list itself (no toast over the form): «no connection», never «not found».
  const {
    data: options = [],
    isFetching,
    error: searchError,
  } = useQuery({
    ...getDirectionsQueryOptions({ type: direction, name: term || undefined }, lang),
    placeholderData: keepPreviousData,
    enabled: open,
    retry: 1,
    meta: { silent: true },
  });
  const failure = searchError && !isFetching ? errorNode(searchError) : null;

  // The shown name follows the chosen locality, also when it changes from outside (swap, language).
  useEffect(() => {
    setText(value?.name ?? '');
  }, [value]);

  // A chosen locality is shown in the interface language: find it again by its old name when the language changes.
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    if (!value) return;
    queryClient
      .fetchQuery(getDirectionsQueryOptions({ type: direction, name: value.name }, lang))
      .then((hits) => {
        const same = hits.find((hit) => hit.kato === value.kato);
        if (same) onChange(same);
      })
      .catch(() => {});
  }, [lang, value, direction, onChange, queryClient]);

  const choose = (option: LocalityOption) => {
    onChange(option);
    setText(option.name);
    setOpen(false);
    setActive(-1);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText(value?.name ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (open && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    }
  };

  const showList = open && (options.length > 0 || Boolean(failure) || (!isFetching && term !== ''));
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className={classes.root}>
      <TextInput
        ref={inputRef}
        label={label}
        required={required}
        placeholder={t('home.placeholder')}
        description={value?.region || undefined}
        error={error}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={text}
        maxLength={LOCALITY_QUERY_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        size={size}
        rightSection={
          isFetching && open ? (
            <Loader size="xs" aria-label={t('locality.loading')} />
          ) : value ? (
            <CloseButton
              size="sm"
              aria-label={t('locality.clear')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange(null);
                setText('');
                inputRef.current?.focus();
              }}
            />
          ) : undefined
        }
      />
      <div id={listId} role="listbox" aria-label={label} className={classes.list} hidden={!showList}>
        {failure ? (
          <div className={classes.empty} role="alert">
            {failure}
          </div>
        ) : options.length === 0 ? (
          <div className={classes.empty}>{t('locality.nothingFound')}</div>
        ) : (
          options.map((option, index) => (
            <div
              key={option.kato}
              id={optionId(index)}
              role="option"
              aria-selected={value?.kato === option.kato}
              data-active={index === active || undefined}
              className={classes.option}
              tabIndex={-1}
              onMouseEnter={() => setActive(index)}
              // On press, not on click: the input keeps focus, so its blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              <span className={classes.name}>{option.name}</span>
              {option.region && <span className={classes.region}>{option.region}</span>}
            </div>
          ))
        )}
      </div>
    </div>
  );
};
