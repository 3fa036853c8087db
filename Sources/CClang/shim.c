// The C target needs one source file; everything it offers comes from libclang's headers.
