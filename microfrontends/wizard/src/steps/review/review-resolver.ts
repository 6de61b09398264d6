import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * What the applicant reads when the data model refuses an answer: each zod issue as one of the
 * review's own translated messages, never zod's English default.
 */
export const reviewIssueMessage = (t: TFunction, issue: z.core.$ZodRawIssue): string => {
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return issue.origin === 'array' ? t('reviewStep.errors.tooMany', { max }) : t('reviewStep.errors.tooLong', { max });
  }
  return t('reviewStep.errors.invalid');
};

type FormModel = z.ZodType<FieldValues, FieldValues>;

/**
 * The resolver of a review form: the form model of libs/contracts (the schema the server validates
 * the PUT with) checks every value, with translated messages. The submitted values are the
 * schema's output, so what is sent is exactly what the server accepts.
 *
 * The form always holds complete values (form-values.ts fills every key): the schema's output
 * shape, which its looser input type (keys with defaults may be missing) accepts too. So the
 * resolver is typed over the output on both sides, as the review forms use it.
 */
export const reviewResolver = <T extends FormModel>(schema: T, t: TFunction): Resolver<z.output<T>, unknown, z.output<T>> =>
  zodResolver(schema, { error: (issue) => reviewIssueMessage(t, issue) }, { mode: 'sync' }) as unknown as Resolver<z.output<T>, unknown, z.output<T>>;

/** reviewResolver in the current language, made again only when the language changes. */
export const useReviewResolver = <T extends FormModel>(schema: T) => {
  const { t } = useTranslation();
  return useMemo(() => reviewResolver(schema, t), [schema, t]);
};
