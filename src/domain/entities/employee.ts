export interface Employee {
  image: { src: string; srcset: string }
  firstname: string
  lastname: string
  position: string
  phone: string
  email: string
}
