'use client';
import { useId } from 'react';
import { usePathname } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Send } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN, FEEDBACK_TYPES } from '@/lib/constants/feedback';
import { FEEDBACK_FAILED, FEEDBACK_SENT, FEEDBACK_TYPE_LABELS } from '@/lib/support/messages';
import { FEEDBACK_TOO_LONG, FEEDBACK_TOO_SHORT, feedbackMessageSchema, feedbackTypeSchema } from '@/lib/validation/feedback';
import type { FeedbackView } from '@/lib/feedback/service';
import { cn } from '@/lib/class-names';
import { CountedTextarea } from './field-hints';
import { FEEDBACK_TYPE_ICONS } from './feedback-icons';
import { submitErrorText } from './submit-error';

const formSchema = z.object({ type: feedbackTypeSchema, message: feedbackMessageSchema });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/**
 * The widget's Feedback form: a type, and a message of at least 10 characters after trimming
 * with a live /2000 counter; Send is disabled until the message is long enough. Sends the
 * current path as `page`; toasts the outcome. Calls `onSent` after a successful send.
 */
export function FeedbackForm({ onSent }: { onSent?: () => void }) {
  const pathname = usePathname();
  const ids = { message: useId(), counter: useId(), hint: useId(), legend: useId() };
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { type: 'bug', message: '' },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const trimmed = message.trim().length;
  const tooShort = trimmed < FEEDBACK_MESSAGE_MIN;
  const tooLong = trimmed > FEEDBACK_MESSAGE_MAX;

  async function onSubmit(values: FormValues) {
    try {
      await apiFetch<FeedbackView>('/feedback/submit', {
        method: 'POST',
        body: { type: values.type, message: values.message, page: pathname },
      });
      notify.success(FEEDBACK_SENT);
      reset();
      onSent?.();
    } catch (err) {
      notify.error(submitErrorText(err, FEEDBACK_FAILED));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <fieldset>
          <legend id={ids.legend} className="text-sm font-medium text-ink">
            What kind of feedback?
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {FEEDBACK_TYPES.map((type) => {
              const Icon = FEEDBACK_TYPE_ICONS[type];
              return (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink transition-colors hover:bg-stone-50',
                    'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                  )}
                >
                  <input type="radio" value={type} className="sr-only" {...register('type')} />
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {FEEDBACK_TYPE_LABELS[type]}
                </label>
              );
            })}
          </div>
        </fieldset>
        <FormField label="Your feedback" htmlFor={ids.message}>
          <CountedTextarea
            id={ids.message}
            rows={5}
            placeholder="Tell us what happened, or what would make Plenary better for your classroom."
            hint={{ id: ids.hint, show: tooShort, message: FEEDBACK_TOO_SHORT }}
            counter={{ id: ids.counter, length: message.length, max: FEEDBACK_MESSAGE_MAX, over: tooLong, tooLong: FEEDBACK_TOO_LONG }}
            {...register('message')}
          />
        </FormField>
      </fieldset>
      <Button type="submit" className="w-full" disabled={isSubmitting || tooShort || tooLong}>
        {isSubmitting ? <Spinner /> : <Send aria-hidden />}
        Send Feedback
      </Button>
    </form>
  );
}
