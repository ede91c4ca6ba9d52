'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/client/toast';
import { ActionDialog, DialogActions } from './action-dialog';
import { LESSON_MESSAGES } from './messages';
import { lessonQueryKey, useDeleteLesson } from './use-lesson';

/**
 * Delete after the confirmation 'Are you sure you want to delete this lesson?', then DELETE
 * /api/lessons/{id}: 'Lesson deleted successfully' and on to /dashboard, or 'Failed to delete
 * lesson'. Deleting does not give a free lesson back (lib/lessons/service.ts).
 */
export function DeleteLessonButton({ lessonId, title }: { lessonId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const remove = useDeleteLesson(lessonId);

  async function confirm() {
    try {
      await remove.mutateAsync();
      notify.success(LESSON_MESSAGES.deleted);
      router.replace('/dashboard');
      // Dropped after leaving, so this page never refetches it and flashes "Lesson Not Found".
      setTimeout(() => queryClient.removeQueries({ queryKey: lessonQueryKey(lessonId) }), 1000);
    } catch {
      notify.error(LESSON_MESSAGES.deleteFailed);
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      busy={remove.isPending}
      trigger={
        <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" aria-label="Delete lesson">
          <Trash2 aria-hidden />
          <span>Delete</span>
        </Button>
      }
      title={LESSON_MESSAGES.deleteConfirm}
      description={
        <>
          &ldquo;{title}&rdquo; and its worksheet and quiz will be removed. This cannot be undone, and deleting a lesson
          does not give back a free lesson.
        </>
      }
    >
      <DialogActions onCancel={() => setOpen(false)} busy={remove.isPending}>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          Delete lesson
        </Button>
      </DialogActions>
    </ActionDialog>
  );
}
