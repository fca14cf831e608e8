import { createFileRoute } from '@tanstack/react-router'
import { UserStep } from '#features/registration/user-step'

export const Route = createFileRoute('/_default/register/')({ component: UserStep })
