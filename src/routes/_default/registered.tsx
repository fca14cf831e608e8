import { createFileRoute } from '@tanstack/react-router'
import { RegisteredPage } from '#features/registration/registered-page'

export const Route = createFileRoute('/_default/registered')({ component: RegisteredPage })
