/** The query keys of the customers screens: a decision or change refreshes what it touched. */
export const customersKey = ['staff', 'customers'] as const;
export const registrationsKey = [...customersKey, 'registrations'] as const;
export const registrationKey = (id: number) => [...registrationsKey, 'one', id] as const;
export const customerKey = (id: number) => [...customersKey, 'one', id] as const;
