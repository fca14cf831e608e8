import { Text } from 'react-aria-components'

/** A field's description, read with the field (React Aria's description slot); nothing when empty. */
export function FieldDescription({
  text,
  className,
}: {
  text: string | undefined
  className: string | undefined
}) {
  return text ? (
    <Text slot="description" className={className}>
      {text}
    </Text>
  ) : null
}
