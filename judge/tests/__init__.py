"""The judge's own tests (`make test` runs them all). One file:

    cd judge && python3 -m unittest tests.test_run -v

support.py holds what they share; fixtures/ the programs and files they judge."""
