/** The select's trigger, as Radix draws it (select-radix.tsx) and as it shows before Radix has loaded (select.tsx). */
export const selectTriggerClassName = [
  'flex w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
  'h-10 data-[size=sm]:h-9',
  'transition-[color,box-shadow,border-color] outline-hidden',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
  'data-[placeholder]:text-muted-foreground',
  '*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
].join(' ');
