import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts behind useSchemaForm's bound field components (TanStack Form's createFormHook). */
export const { fieldContext, formContext, useFieldContext } = createFormHookContexts()
