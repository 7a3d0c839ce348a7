/** Texts of the events (src/features/events, spec 2 event page). */
export const events = {
  when: "Kada",
  where: "Gdje",
  seats: "Slobodna mjesta",
  seatsLeft: "Još {seats} slobodnih mjesta",
  soldOut: "Popunjeno",
  addToCalendar: "Dodaj u kalendar (.ics)",
  ended: "Ovaj je događaj završio.",
  timeZoneNote: "Vrijeme je po zagrebačkom vremenu.",
  // signing up (decision 054): the sign-up form's texts, on the page and in /admin/forms
  signupTitle: "Prijava na događaj",
  signupIntro: "Rezervirajte svoja mjesta: najviše {max} po prijavi.",
  signupSubmit: "Prijavi me",
  signupSent: "Hvala, prijavljeni ste! Vidimo se na događaju.",
  signupName: "Ime i prezime",
  signupEmail: "E-pošta",
  signupSeats: "Broj mjesta",
  signupEvent: "Događaj",
  signupClosedSoldOut: "Sva su mjesta popunjena, prijave su zatvorene.",
} as const;
