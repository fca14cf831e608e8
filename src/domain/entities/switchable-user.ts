export interface SwitchableUser {
  username: string
}
