'use client';
/**
 * React Query hooks of the lesson detail screen: the lesson
 * itself, and the three changes a teacher makes to it (regenerate a phase, edit a section,
 * delete). Every call goes through apiFetch, so the server's own messages reach the toasts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import type { LessonPlan, PhaseName } from '@/lib/ai/schemas';
import type { EditableSection } from '@/lib/lessons/sections';
import type { LessonView } from '@/lib/lessons/service';

/** The cache key of one lesson. */
export const lessonQueryKey = (lessonId: string) => ['lesson', lessonId] as const;

/** GET /api/lessons/{id}: the whole lesson (404 when it is missing or someone else's). */
export function useLesson(lessonId: string) {
  return useQuery({
    queryKey: lessonQueryKey(lessonId),
    queryFn: () => apiFetch<LessonView>(`/lessons/${encodeURIComponent(lessonId)}`),
  });
}

/** What POST /api/generate/regenerate-section answers (lib/lessons/regenerate.ts). */
export interface RegeneratedSection {
  section: PhaseName;
  content: LessonPlan[PhaseName];
  customizationsRemaining: number;
}

/**
 * POST /api/generate/regenerate-section {lessonId, section, feedback, currentContent}. The route
 * answers plain JSON (no progress stream), so the caller shows a spinner while it waits. On
 * success the lesson is fetched again so the new phase and the edit counter show.
 */
export function useRegenerateSection(lesson: LessonView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, feedback }: { section: PhaseName; feedback: string }) =>
      apiFetch<RegeneratedSection>('/generate/regenerate-section', {
        method: 'POST',
        body: { lessonId: lesson.id, section, feedback, currentContent: lesson.lessonPlan[section] },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonQueryKey(lesson.id) }),
  });
}

/**
 * POST /api/generate/{worksheet|quiz|lesson-plan} {lessonId, feedback?}: a whole part rewritten
 * (Premium's advanced customisation). Refetches the lesson after.
 */
export function useRewritePart(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ part, feedback }: { part: RewritablePart; feedback?: string }) =>
      apiFetch<unknown>(`/generate/${part}`, { method: 'POST', body: { lessonId, feedback } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonQueryKey(lessonId) }),
  });
}

/** The parts a Premium teacher can have rewritten whole from the lesson page. */
export type RewritablePart = 'worksheet' | 'quiz';

/**
 * PUT /api/lessons/{id}/section/{section} {data} → {customizationsRemaining}. `data` takes the
 * shape of that part of the lesson plan (lib/lessons/sections.ts). Refetches the lesson after.
 */
export function useUpdateSection(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, data }: { section: EditableSection; data: unknown }) =>
      apiFetch<{ customizationsRemaining: number }>(
        `/lessons/${encodeURIComponent(lessonId)}/section/${section}`,
        { method: 'PUT', body: { data } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonQueryKey(lessonId) }),
  });
}

/**
 * DELETE /api/lessons/{id}. Refreshes the dashboard and lesson lists; the lesson's own cache
 * entry is left for the caller to drop after it has navigated away (refetching it here would
 * flash "Lesson Not Found").
 */
export function useDeleteLesson(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ id: string }>(`/lessons/${encodeURIComponent(lessonId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lessons });
    },
  });
}
