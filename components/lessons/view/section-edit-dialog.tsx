'use client';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { Textarea } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { CUSTOMISATION_LIMIT } from '@/lib/constants/lessons';
import { plural } from '@/lib/format';
import type { EditableSection } from '@/lib/lessons/sections';
import type { LessonView } from '@/lib/lessons/service';
import { ActionDialog, DialogActions } from './action-dialog';
import { toastSectionUpdated, toastSectionUpdateFailed } from './messages';
import { SECTION_FORMS, minItems, sectionFormSchema, type SectionConfig, type SectionFormValues } from './section-forms';
import { useUpdateSection } from './use-lesson';

/**
 * Edit homework, assessment, support or challenge in a modal: items can be added, removed and
 * moved up or down, then saved with PUT /api/lessons/{id}/section/{section}, with a toast for
 * success or failure (./messages.ts).
 */
export function SectionEditDialog({ lesson, section }: { lesson: LessonView; section: EditableSection }) {
  const config = SECTION_FORMS[section];
  const [open, setOpen] = useState(false);
  const update = useUpdateSection(lesson.id);
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const resolver = useMemo(() => zodResolver(sectionFormSchema(config)), [config]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SectionFormValues>({
    resolver,
    defaultValues: config.toForm(lesson.lessonPlan),
  });
  const remaining = lesson.metadata.customizationsRemaining;

  function changeOpen(next: boolean) {
    if (isSubmitting) return;
    // Start from what the lesson holds now (it may have changed since the page loaded).
    if (next) reset(config.toForm(lesson.lessonPlan));
    setOpen(next);
  }

  async function onSubmit(values: SectionFormValues) {
    try {
      const { customizationsRemaining } = await update.mutateAsync({ section, data: config.toData(values) });
      toastSectionUpdated(customizationsRemaining);
      setOpen(false);
    } catch (err) {
      toastSectionUpdateFailed(err);
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      busy={isSubmitting}
      className="max-w-2xl"
      trigger={
        <Button variant="outline" size="sm" aria-label={`Edit ${config.title.toLowerCase()}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      }
      title={`Edit ${config.title.toLowerCase()}`}
      description={
        <>
          {config.hint} Saving uses one of the lesson&apos;s {CUSTOMISATION_LIMIT} edits ({plural(remaining, 'edit')}{' '}
          left).
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <fieldset disabled={isSubmitting} className="space-y-5">
          {config.descriptionLabel && (
            <FormField
              label={config.descriptionLabel}
              htmlFor={descriptionId}
              error={errors.description?.message}
              errorId={descriptionErrorId}
            >
              <Textarea
                id={descriptionId}
                rows={3}
                {...fieldAria(errors.description, descriptionErrorId)}
                {...register('description')}
              />
            </FormField>
          )}
          {config.lists.map((list, index) => (
            <ItemListEditor
              key={list.label}
              config={config}
              listIndex={index}
              control={control}
              register={register}
              errors={errors}
            />
          ))}
        </fieldset>
        <DialogActions onCancel={() => changeOpen(false)} busy={isSubmitting}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            Save changes
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}

/** An item's move buttons: one place up, one place down. */
const MOVES = [
  { step: -1, word: 'up', icon: ArrowUp },
  { step: 1, word: 'down', icon: ArrowDown },
] as const;

/** One list of the section: each item in a text box with move up, move down and remove. */
function ItemListEditor({
  config,
  listIndex,
  control,
  register,
  errors,
}: {
  config: SectionConfig;
  listIndex: number;
  control: Control<SectionFormValues>;
  register: UseFormRegister<SectionFormValues>;
  errors: FieldErrors<SectionFormValues>;
}) {
  const list = config.lists[listIndex];
  const { fields, append, remove, move } = useFieldArray({ control, name: `lists.${listIndex}.items` });
  const headingId = useId();
  const listErrorId = useId();
  const min = minItems(list);
  const itemName = list.itemLabel.toLowerCase();
  const listErrors = errors.lists?.[listIndex]?.items;
  const listError = listErrors?.root?.message ?? listErrors?.message;

  return (
    <div role="group" aria-labelledby={headingId} className="space-y-2.5">
      <p id={headingId} className="text-sm font-medium text-ink">
        {list.label}
      </p>
      {fields.length === 0 && <p className="text-sm text-muted">No {itemName}s yet.</p>}
      <ol className="space-y-2.5">
        {fields.map((field, i) => {
          const inputId = `${headingId}-item-${i}`;
          const errorId = `${inputId}-error`;
          const message = listErrors?.[i]?.value?.message;
          const label = `${list.itemLabel} ${i + 1}`;
          return (
            <li key={field.id} className="rounded-lg border border-line bg-stone-50/60 p-2.5">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <label htmlFor={inputId} className="sr-only">
                  {label}
                </label>
                <span aria-hidden className="hidden w-6 shrink-0 pt-2 text-right text-sm font-medium text-muted sm:block">
                  {i + 1}.
                </span>
                <Textarea
                  id={inputId}
                  rows={2}
                  className="min-h-16 flex-1 bg-white field-sizing-content"
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? errorId : undefined}
                  {...register(`lists.${listIndex}.items.${i}.value`)}
                />
                <div className="flex shrink-0 justify-end gap-1">
                  {MOVES.map(({ step, word, icon: Icon }) => (
                    <Button
                      key={word}
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Move ${itemName} ${i + 1} ${word}`}
                      disabled={i + step < 0 || i + step >= fields.length}
                      onClick={() => move(i, i + step)}
                    >
                      <Icon aria-hidden />
                    </Button>
                  ))}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 text-red-700 hover:bg-red-50"
                    aria-label={`Remove ${itemName} ${i + 1}`}
                    disabled={fields.length <= min}
                    onClick={() => remove(i)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <FieldError id={errorId} message={message} />
            </li>
          );
        })}
      </ol>
      <FieldError id={listErrorId} message={listError} />
      <Button type="button" variant="secondary" size="sm" onClick={() => append({ value: '' }, { shouldFocus: true })}>
        <Plus aria-hidden />
        Add {itemName}
      </Button>
    </div>
  );
}
