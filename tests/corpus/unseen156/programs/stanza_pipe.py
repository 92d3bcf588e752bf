import sys, stanza
nlp = stanza.Pipeline(sys.argv[1], processors="tokenize,pos")
print(nlp("Savepoint watches the loss."))
